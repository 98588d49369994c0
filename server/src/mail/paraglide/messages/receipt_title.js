import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_TitleInputs */

const en_receipt_title = /** @type {(inputs: Receipt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment receipt`)
};

const ru_receipt_title = /** @type {(inputs: Receipt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Квитанция об оплате`)
};

const de_receipt_title = /** @type {(inputs: Receipt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlungsbeleg`)
};

const zh_receipt_title = /** @type {(inputs: Receipt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`付款收据`)
};

const fr_receipt_title = /** @type {(inputs: Receipt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reçu de paiement`)
};

const ar_receipt_title = /** @type {(inputs: Receipt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إيصال الدفع`)
};

/**
* | output |
* | --- |
* | "Payment receipt" |
*
* @param {Receipt_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const receipt_title = /** @type {((inputs?: Receipt_TitleInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_TitleInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_receipt_title(inputs)
	if (locale === "de") return de_receipt_title(inputs)
	if (locale === "zh") return zh_receipt_title(inputs)
	if (locale === "fr") return fr_receipt_title(inputs)
	if (locale === "ar") return ar_receipt_title(inputs)
	return en_receipt_title(inputs)
});