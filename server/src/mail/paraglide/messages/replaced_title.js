import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Replaced_TitleInputs */

const en_replaced_title = /** @type {(inputs: Replaced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your corrected eVisa`)
};

const ru_replaced_title = /** @type {(inputs: Replaced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ваша исправленная eVisa`)
};

const de_replaced_title = /** @type {(inputs: Replaced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr berichtigtes eVisum`)
};

const zh_replaced_title = /** @type {(inputs: Replaced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您更正后的电子签证`)
};

const fr_replaced_title = /** @type {(inputs: Replaced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre eVisa corrigé`)
};

const ar_replaced_title = /** @type {(inputs: Replaced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تأشيرتكم الإلكترونية المصحّحة`)
};

/**
* | output |
* | --- |
* | "Your corrected eVisa" |
*
* @param {Replaced_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const replaced_title = /** @type {((inputs?: Replaced_TitleInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Replaced_TitleInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_replaced_title(inputs)
	if (locale === "de") return de_replaced_title(inputs)
	if (locale === "zh") return zh_replaced_title(inputs)
	if (locale === "fr") return fr_replaced_title(inputs)
	if (locale === "ar") return ar_replaced_title(inputs)
	return en_replaced_title(inputs)
});