import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Approved_PreviewInputs */

const en_approved_preview = /** @type {(inputs: Approved_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your eVisa for application ${i?.number}`)
};

const ru_approved_preview = /** @type {(inputs: Approved_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ваша eVisa по заявлению ${i?.number}`)
};

const de_approved_preview = /** @type {(inputs: Approved_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr eVisum zu Antrag ${i?.number}`)
};

const zh_approved_preview = /** @type {(inputs: Approved_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number} 的电子签证`)
};

const fr_approved_preview = /** @type {(inputs: Approved_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre eVisa pour la demande ${i?.number}`)
};

const ar_approved_preview = /** @type {(inputs: Approved_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تأشيرتكم الإلكترونية للطلب ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Your eVisa for application {number}" |
*
* @param {Approved_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const approved_preview = /** @type {((inputs: Approved_PreviewInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approved_PreviewInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_approved_preview(inputs)
	if (locale === "de") return de_approved_preview(inputs)
	if (locale === "zh") return zh_approved_preview(inputs)
	if (locale === "fr") return fr_approved_preview(inputs)
	if (locale === "ar") return ar_approved_preview(inputs)
	return en_approved_preview(inputs)
});