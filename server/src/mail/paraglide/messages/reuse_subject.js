import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reuse_SubjectInputs */

const en_reuse_subject = /** @type {(inputs: Reuse_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your link to apply again with your details`)
};

const ru_reuse_subject = /** @type {(inputs: Reuse_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ваша ссылка для нового заявления с Вашими данными`)
};

const de_reuse_subject = /** @type {(inputs: Reuse_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Link für einen neuen Antrag mit Ihren Angaben`)
};

const zh_reuse_subject = /** @type {(inputs: Reuse_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用您的信息重新申请的链接`)
};

const fr_reuse_subject = /** @type {(inputs: Reuse_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre lien pour faire une nouvelle demande avec vos informations`)
};

const ar_reuse_subject = /** @type {(inputs: Reuse_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابطكم لتقديم طلب جديد ببياناتكم`)
};

/**
* | output |
* | --- |
* | "Your link to apply again with your details" |
*
* @param {Reuse_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const reuse_subject = /** @type {((inputs?: Reuse_SubjectInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_SubjectInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_reuse_subject(inputs)
	if (locale === "de") return de_reuse_subject(inputs)
	if (locale === "zh") return zh_reuse_subject(inputs)
	if (locale === "fr") return fr_reuse_subject(inputs)
	if (locale === "ar") return ar_reuse_subject(inputs)
	return en_reuse_subject(inputs)
});