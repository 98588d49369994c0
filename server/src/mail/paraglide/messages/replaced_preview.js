import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Replaced_PreviewInputs */

const en_replaced_preview = /** @type {(inputs: Replaced_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your corrected eVisa for application ${i?.number}`)
};

const ru_replaced_preview = /** @type {(inputs: Replaced_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Исправленная eVisa по заявлению ${i?.number}`)
};

const de_replaced_preview = /** @type {(inputs: Replaced_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr berichtigtes eVisum zu Antrag ${i?.number}`)
};

const zh_replaced_preview = /** @type {(inputs: Replaced_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number} 更正后的电子签证`)
};

const fr_replaced_preview = /** @type {(inputs: Replaced_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre eVisa corrigé pour la demande ${i?.number}`)
};

const ar_replaced_preview = /** @type {(inputs: Replaced_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تأشيرتكم الإلكترونية المصحّحة للطلب ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Your corrected eVisa for application {number}" |
*
* @param {Replaced_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const replaced_preview = /** @type {((inputs: Replaced_PreviewInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Replaced_PreviewInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_replaced_preview(inputs)
	if (locale === "de") return de_replaced_preview(inputs)
	if (locale === "zh") return zh_replaced_preview(inputs)
	if (locale === "fr") return fr_replaced_preview(inputs)
	if (locale === "ar") return ar_replaced_preview(inputs)
	return en_replaced_preview(inputs)
});