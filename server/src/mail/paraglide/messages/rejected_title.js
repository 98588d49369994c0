import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rejected_TitleInputs */

const en_rejected_title = /** @type {(inputs: Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your application was not approved`)
};

const ru_rejected_title = /** @type {(inputs: Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ваше заявление не одобрено`)
};

const de_rejected_title = /** @type {(inputs: Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Antrag wurde nicht genehmigt`)
};

const zh_rejected_title = /** @type {(inputs: Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的申请未获批准`)
};

const fr_rejected_title = /** @type {(inputs: Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande n’a pas été approuvée`)
};

const ar_rejected_title = /** @type {(inputs: Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تتم الموافقة على طلبكم`)
};

/**
* | output |
* | --- |
* | "Your application was not approved" |
*
* @param {Rejected_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const rejected_title = /** @type {((inputs?: Rejected_TitleInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_TitleInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_rejected_title(inputs)
	if (locale === "de") return de_rejected_title(inputs)
	if (locale === "zh") return zh_rejected_title(inputs)
	if (locale === "fr") return fr_rejected_title(inputs)
	if (locale === "ar") return ar_rejected_title(inputs)
	return en_rejected_title(inputs)
});