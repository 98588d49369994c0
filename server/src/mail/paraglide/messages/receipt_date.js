import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_DateInputs */

const en_receipt_date = /** @type {(inputs: Receipt_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const ru_receipt_date = /** @type {(inputs: Receipt_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дата`)
};

const de_receipt_date = /** @type {(inputs: Receipt_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum`)
};

const zh_receipt_date = /** @type {(inputs: Receipt_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期`)
};

const fr_receipt_date = /** @type {(inputs: Receipt_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const ar_receipt_date = /** @type {(inputs: Receipt_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التاريخ`)
};

/**
* | output |
* | --- |
* | "Date" |
*
* @param {Receipt_DateInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const receipt_date = /** @type {((inputs?: Receipt_DateInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_DateInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_receipt_date(inputs)
	if (locale === "de") return de_receipt_date(inputs)
	if (locale === "zh") return zh_receipt_date(inputs)
	if (locale === "fr") return fr_receipt_date(inputs)
	if (locale === "ar") return ar_receipt_date(inputs)
	return en_receipt_date(inputs)
});