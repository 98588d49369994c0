import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, value: NonNullable<unknown> }} FactInputs */

const en_fact = /** @type {(inputs: FactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value}`)
};

const ru_fact = /** @type {(inputs: FactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value}`)
};

const de_fact = /** @type {(inputs: FactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value}`)
};

const zh_fact = /** @type {(inputs: FactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}：${i?.value}`)
};

const fr_fact = /** @type {(inputs: FactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : ${i?.value}`)
};

const ar_fact = /** @type {(inputs: FactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value}`)
};

/**
* | output |
* | --- |
* | "{label}: {value}" |
*
* @param {FactInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const fact = /** @type {((inputs: FactInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<FactInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_fact(inputs)
	if (locale === "de") return de_fact(inputs)
	if (locale === "zh") return zh_fact(inputs)
	if (locale === "fr") return fr_fact(inputs)
	if (locale === "ar") return ar_fact(inputs)
	return en_fact(inputs)
});