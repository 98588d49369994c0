import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} GreetingInputs */

const en_greeting = /** @type {(inputs: GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dear ${i?.name},`)
};

const ru_greeting = /** @type {(inputs: GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Здравствуйте, ${i?.name}!`)
};

const de_greeting = /** @type {(inputs: GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guten Tag ${i?.name},`)
};

const zh_greeting = /** @type {(inputs: GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`尊敬的 ${i?.name}：`)
};

const fr_greeting = /** @type {(inputs: GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.name},`)
};

const ar_greeting = /** @type {(inputs: GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`السيد/السيدة ${i?.name}،`)
};

/**
* | output |
* | --- |
* | "Dear {name}," |
*
* @param {GreetingInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const greeting = /** @type {((inputs: GreetingInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<GreetingInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_greeting(inputs)
	if (locale === "de") return de_greeting(inputs)
	if (locale === "zh") return zh_greeting(inputs)
	if (locale === "fr") return fr_greeting(inputs)
	if (locale === "ar") return ar_greeting(inputs)
	return en_greeting(inputs)
});