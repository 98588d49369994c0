import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_TitleInputs */

const en_correction_title = /** @type {(inputs: Correction_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A correction is needed`)
};

const ru_correction_title = /** @type {(inputs: Correction_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Требуется исправление`)
};

const de_correction_title = /** @type {(inputs: Correction_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Korrektur ist erforderlich`)
};

const zh_correction_title = /** @type {(inputs: Correction_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`需要更正`)
};

const fr_correction_title = /** @type {(inputs: Correction_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une correction est nécessaire`)
};

const ar_correction_title = /** @type {(inputs: Correction_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يلزم إجراء تصحيح`)
};

/**
* | output |
* | --- |
* | "A correction is needed" |
*
* @param {Correction_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const correction_title = /** @type {((inputs?: Correction_TitleInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_TitleInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_correction_title(inputs)
	if (locale === "de") return de_correction_title(inputs)
	if (locale === "zh") return zh_correction_title(inputs)
	if (locale === "fr") return fr_correction_title(inputs)
	if (locale === "ar") return ar_correction_title(inputs)
	return en_correction_title(inputs)
});