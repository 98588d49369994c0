import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Approved_TitleInputs */

const en_approved_title = /** @type {(inputs: Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your eVisa is approved`)
};

const ru_approved_title = /** @type {(inputs: Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ваша eVisa одобрена`)
};

const de_approved_title = /** @type {(inputs: Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr eVisum ist genehmigt`)
};

const zh_approved_title = /** @type {(inputs: Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的电子签证已获批准`)
};

const fr_approved_title = /** @type {(inputs: Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre eVisa est approuvé`)
};

const ar_approved_title = /** @type {(inputs: Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمت الموافقة على تأشيرتكم الإلكترونية`)
};

/**
* | output |
* | --- |
* | "Your eVisa is approved" |
*
* @param {Approved_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const approved_title = /** @type {((inputs?: Approved_TitleInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approved_TitleInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_approved_title(inputs)
	if (locale === "de") return de_approved_title(inputs)
	if (locale === "zh") return zh_approved_title(inputs)
	if (locale === "fr") return fr_approved_title(inputs)
	if (locale === "ar") return ar_approved_title(inputs)
	return en_approved_title(inputs)
});