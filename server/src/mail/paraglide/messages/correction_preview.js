import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Correction_PreviewInputs */

const en_correction_preview = /** @type {(inputs: Correction_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Application ${i?.number} needs a correction`)
};

const ru_correction_preview = /** @type {(inputs: Correction_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Заявление ${i?.number} требует исправления`)
};

const de_correction_preview = /** @type {(inputs: Correction_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antrag ${i?.number} muss korrigiert werden`)
};

const zh_correction_preview = /** @type {(inputs: Correction_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number} 需要更正`)
};

const fr_correction_preview = /** @type {(inputs: Correction_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La demande ${i?.number} doit être corrigée`)
};

const ar_correction_preview = /** @type {(inputs: Correction_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الطلب ${i?.number} يحتاج إلى تصحيح`)
};

/**
* | output |
* | --- |
* | "Application {number} needs a correction" |
*
* @param {Correction_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const correction_preview = /** @type {((inputs: Correction_PreviewInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_PreviewInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_correction_preview(inputs)
	if (locale === "de") return de_correction_preview(inputs)
	if (locale === "zh") return zh_correction_preview(inputs)
	if (locale === "fr") return fr_correction_preview(inputs)
	if (locale === "ar") return ar_correction_preview(inputs)
	return en_correction_preview(inputs)
});