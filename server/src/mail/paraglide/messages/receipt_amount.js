import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_AmountInputs */

const en_receipt_amount = /** @type {(inputs: Receipt_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

const ru_receipt_amount = /** @type {(inputs: Receipt_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сумма`)
};

const de_receipt_amount = /** @type {(inputs: Receipt_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betrag`)
};

const zh_receipt_amount = /** @type {(inputs: Receipt_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`金额`)
};

const fr_receipt_amount = /** @type {(inputs: Receipt_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant`)
};

const ar_receipt_amount = /** @type {(inputs: Receipt_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المبلغ`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Receipt_AmountInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const receipt_amount = /** @type {((inputs?: Receipt_AmountInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_AmountInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_receipt_amount(inputs)
	if (locale === "de") return de_receipt_amount(inputs)
	if (locale === "zh") return zh_receipt_amount(inputs)
	if (locale === "fr") return fr_receipt_amount(inputs)
	if (locale === "ar") return ar_receipt_amount(inputs)
	return en_receipt_amount(inputs)
});