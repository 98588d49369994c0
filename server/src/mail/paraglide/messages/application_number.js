import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Application_NumberInputs */

const en_application_number = /** @type {(inputs: Application_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application number`)
};

const ru_application_number = /** @type {(inputs: Application_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Номер заявления`)
};

const de_application_number = /** @type {(inputs: Application_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antragsnummer`)
};

const zh_application_number = /** @type {(inputs: Application_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申请编号`)
};

const fr_application_number = /** @type {(inputs: Application_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de demande`)
};

const ar_application_number = /** @type {(inputs: Application_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم الطلب`)
};

/**
* | output |
* | --- |
* | "Application number" |
*
* @param {Application_NumberInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const application_number = /** @type {((inputs?: Application_NumberInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Application_NumberInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_application_number(inputs)
	if (locale === "de") return de_application_number(inputs)
	if (locale === "zh") return zh_application_number(inputs)
	if (locale === "fr") return fr_application_number(inputs)
	if (locale === "ar") return ar_application_number(inputs)
	return en_application_number(inputs)
});