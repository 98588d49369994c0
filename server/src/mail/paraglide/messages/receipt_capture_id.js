import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Capture_IdInputs */

const en_receipt_capture_id = /** @type {(inputs: Receipt_Capture_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayPal capture id`)
};

const ru_receipt_capture_id = /** @type {(inputs: Receipt_Capture_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Идентификатор платежа PayPal`)
};

const de_receipt_capture_id = /** @type {(inputs: Receipt_Capture_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayPal-Transaktionsnummer`)
};

const zh_receipt_capture_id = /** @type {(inputs: Receipt_Capture_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayPal 交易编号`)
};

const fr_receipt_capture_id = /** @type {(inputs: Receipt_Capture_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant de transaction PayPal`)
};

const ar_receipt_capture_id = /** @type {(inputs: Receipt_Capture_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم عملية PayPal`)
};

/**
* | output |
* | --- |
* | "PayPal capture id" |
*
* @param {Receipt_Capture_IdInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const receipt_capture_id = /** @type {((inputs?: Receipt_Capture_IdInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Capture_IdInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_receipt_capture_id(inputs)
	if (locale === "de") return de_receipt_capture_id(inputs)
	if (locale === "zh") return zh_receipt_capture_id(inputs)
	if (locale === "fr") return fr_receipt_capture_id(inputs)
	if (locale === "ar") return ar_receipt_capture_id(inputs)
	return en_receipt_capture_id(inputs)
});