import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Ack_SubjectInputs */

const en_contact_ack_subject = /** @type {(inputs: Contact_Ack_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your message`)
};

const ru_contact_ack_subject = /** @type {(inputs: Contact_Ack_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мы получили Ваше сообщение`)
};

const de_contact_ack_subject = /** @type {(inputs: Contact_Ack_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben Ihre Nachricht erhalten`)
};

const zh_contact_ack_subject = /** @type {(inputs: Contact_Ack_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们已收到您的留言`)
};

const fr_contact_ack_subject = /** @type {(inputs: Contact_Ack_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons reçu votre message`)
};

const ar_contact_ack_subject = /** @type {(inputs: Contact_Ack_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لقد استلمنا رسالتكم`)
};

/**
* | output |
* | --- |
* | "We received your message" |
*
* @param {Contact_Ack_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const contact_ack_subject = /** @type {((inputs?: Contact_Ack_SubjectInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Ack_SubjectInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_contact_ack_subject(inputs)
	if (locale === "de") return de_contact_ack_subject(inputs)
	if (locale === "zh") return zh_contact_ack_subject(inputs)
	if (locale === "fr") return fr_contact_ack_subject(inputs)
	if (locale === "ar") return ar_contact_ack_subject(inputs)
	return en_contact_ack_subject(inputs)
});