import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown> }} MoneyInputs */

const en_money = /** @type {(inputs: MoneyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency}`)
};

const ru_money = /** @type {(inputs: MoneyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency}`)
};

const de_money = /** @type {(inputs: MoneyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency}`)
};

const zh_money = /** @type {(inputs: MoneyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency}`)
};

const fr_money = /** @type {(inputs: MoneyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency}`)
};

const ar_money = /** @type {(inputs: MoneyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency}`)
};

/**
* | output |
* | --- |
* | "{amount} {currency}" |
*
* @param {MoneyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const money = /** @type {((inputs: MoneyInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<MoneyInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_money(inputs)
	if (locale === "de") return de_money(inputs)
	if (locale === "zh") return zh_money(inputs)
	if (locale === "fr") return fr_money(inputs)
	if (locale === "ar") return ar_money(inputs)
	return en_money(inputs)
});