import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Receipt_PreviewInputs */

const en_receipt_preview = /** @type {(inputs: Receipt_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Receipt for application ${i?.number}`)
};

const ru_receipt_preview = /** @type {(inputs: Receipt_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Квитанция по заявлению ${i?.number}`)
};

const de_receipt_preview = /** @type {(inputs: Receipt_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Beleg für Antrag ${i?.number}`)
};

const zh_receipt_preview = /** @type {(inputs: Receipt_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number} 的收据`)
};

const fr_receipt_preview = /** @type {(inputs: Receipt_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reçu pour la demande ${i?.number}`)
};

const ar_receipt_preview = /** @type {(inputs: Receipt_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إيصال الطلب ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Receipt for application {number}" |
*
* @param {Receipt_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const receipt_preview = /** @type {((inputs: Receipt_PreviewInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_PreviewInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_receipt_preview(inputs)
	if (locale === "de") return de_receipt_preview(inputs)
	if (locale === "zh") return zh_receipt_preview(inputs)
	if (locale === "fr") return fr_receipt_preview(inputs)
	if (locale === "ar") return ar_receipt_preview(inputs)
	return en_receipt_preview(inputs)
});