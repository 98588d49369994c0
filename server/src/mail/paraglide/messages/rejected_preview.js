import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Rejected_PreviewInputs */

const en_rejected_preview = /** @type {(inputs: Rejected_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Application ${i?.number} was not approved`)
};

const ru_rejected_preview = /** @type {(inputs: Rejected_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Заявление ${i?.number} не одобрено`)
};

const de_rejected_preview = /** @type {(inputs: Rejected_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antrag ${i?.number} wurde nicht genehmigt`)
};

const zh_rejected_preview = /** @type {(inputs: Rejected_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number} 未获批准`)
};

const fr_rejected_preview = /** @type {(inputs: Rejected_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La demande ${i?.number} n’a pas été approuvée`)
};

const ar_rejected_preview = /** @type {(inputs: Rejected_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم تتم الموافقة على الطلب ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Application {number} was not approved" |
*
* @param {Rejected_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const rejected_preview = /** @type {((inputs: Rejected_PreviewInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_PreviewInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_rejected_preview(inputs)
	if (locale === "de") return de_rejected_preview(inputs)
	if (locale === "zh") return zh_rejected_preview(inputs)
	if (locale === "fr") return fr_rejected_preview(inputs)
	if (locale === "ar") return ar_rejected_preview(inputs)
	return en_rejected_preview(inputs)
});