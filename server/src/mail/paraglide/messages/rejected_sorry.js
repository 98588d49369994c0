import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rejected_SorryInputs */

const en_rejected_sorry = /** @type {(inputs: Rejected_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are sorry: your eVisa application was not approved.`)
};

const ru_rejected_sorry = /** @type {(inputs: Rejected_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`К сожалению, Ваше заявление на eVisa не одобрено.`)
};

const de_rejected_sorry = /** @type {(inputs: Rejected_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es tut uns leid: Ihr Antrag auf ein eVisum wurde nicht genehmigt.`)
};

const zh_rejected_sorry = /** @type {(inputs: Rejected_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`很抱歉地通知您：您的电子签证申请未获批准。`)
};

const fr_rejected_sorry = /** @type {(inputs: Rejected_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes au regret de vous informer que votre demande d’eVisa n’a pas été approuvée.`)
};

const ar_rejected_sorry = /** @type {(inputs: Rejected_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نأسف لإبلاغكم بأنه لم تتم الموافقة على طلبكم للحصول على التأشيرة الإلكترونية.`)
};

/**
* | output |
* | --- |
* | "We are sorry: your eVisa application was not approved." |
*
* @param {Rejected_SorryInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const rejected_sorry = /** @type {((inputs?: Rejected_SorryInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_SorryInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_rejected_sorry(inputs)
	if (locale === "de") return de_rejected_sorry(inputs)
	if (locale === "zh") return zh_rejected_sorry(inputs)
	if (locale === "fr") return fr_rejected_sorry(inputs)
	if (locale === "ar") return ar_rejected_sorry(inputs)
	return en_rejected_sorry(inputs)
});