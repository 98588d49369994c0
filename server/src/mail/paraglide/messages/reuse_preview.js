import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reuse_PreviewInputs */

const en_reuse_preview = /** @type {(inputs: Reuse_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply again with your details`)
};

const ru_reuse_preview = /** @type {(inputs: Reuse_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Новое заявление с Вашими данными`)
};

const de_reuse_preview = /** @type {(inputs: Reuse_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut beantragen mit Ihren Angaben`)
};

const zh_reuse_preview = /** @type {(inputs: Reuse_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用您的信息重新申请`)
};

const fr_reuse_preview = /** @type {(inputs: Reuse_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle demande avec vos informations`)
};

const ar_reuse_preview = /** @type {(inputs: Reuse_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تقديم طلب جديد ببياناتكم`)
};

/**
* | output |
* | --- |
* | "Apply again with your details" |
*
* @param {Reuse_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const reuse_preview = /** @type {((inputs?: Reuse_PreviewInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_PreviewInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_reuse_preview(inputs)
	if (locale === "de") return de_reuse_preview(inputs)
	if (locale === "zh") return zh_reuse_preview(inputs)
	if (locale === "fr") return fr_reuse_preview(inputs)
	if (locale === "ar") return ar_reuse_preview(inputs)
	return en_reuse_preview(inputs)
});