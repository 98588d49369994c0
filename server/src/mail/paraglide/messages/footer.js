import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ agency: NonNullable<unknown>, email: NonNullable<unknown>, phone: NonNullable<unknown> }} FooterInputs */

const en_footer = /** @type {(inputs: FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.agency}, a private agency that helps travellers apply for a Sri Lanka eVisa. Questions: ${i?.email} or ${i?.phone}.`)
};

const ru_footer = /** @type {(inputs: FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.agency} — частное агентство, которое помогает путешественникам оформить электронную визу (eVisa) в Шри-Ланку. Вопросы: ${i?.email} или ${i?.phone}.`)
};

const de_footer = /** @type {(inputs: FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.agency} ist eine private Agentur, die Reisende bei der Beantragung eines eVisums für Sri Lanka unterstützt. Fragen: ${i?.email} oder ${i?.phone}.`)
};

const zh_footer = /** @type {(inputs: FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.agency}是一家私营代理机构，协助旅客申请斯里兰卡电子签证（eVisa）。如有疑问，请联系 ${i?.email} 或致电 ${i?.phone}。`)
};

const fr_footer = /** @type {(inputs: FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.agency} est une agence privée qui aide les voyageurs à demander un eVisa pour le Sri Lanka. Questions : ${i?.email} ou ${i?.phone}.`)
};

const ar_footer = /** @type {(inputs: FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.agency} وكالة خاصة تساعد المسافرين على التقدم بطلب للحصول على تأشيرة إلكترونية لسريلانكا. للاستفسارات: ${i?.email} أو ${i?.phone}.`)
};

/**
* | output |
* | --- |
* | "{agency}, a private agency that helps travellers apply for a Sri Lanka eVisa. Questions: {email} or {phone}." |
*
* @param {FooterInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const footer = /** @type {((inputs: FooterInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<FooterInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_footer(inputs)
	if (locale === "de") return de_footer(inputs)
	if (locale === "zh") return zh_footer(inputs)
	if (locale === "fr") return fr_footer(inputs)
	if (locale === "ar") return ar_footer(inputs)
	return en_footer(inputs)
});