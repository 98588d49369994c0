import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Ack_IgnoreInputs */

const en_contact_ack_ignore = /** @type {(inputs: Contact_Ack_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not write to us, you can ignore this e-mail.`)
};

const ru_contact_ack_ignore = /** @type {(inputs: Contact_Ack_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Если Вы нам не писали, просто не обращайте внимания на это письмо.`)
};

const de_contact_ack_ignore = /** @type {(inputs: Contact_Ack_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falls Sie uns nicht geschrieben haben, können Sie diese E-Mail ignorieren.`)
};

const zh_contact_ack_ignore = /** @type {(inputs: Contact_Ack_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如果您并未给我们写信，请忽略本邮件。`)
};

const fr_contact_ack_ignore = /** @type {(inputs: Contact_Ack_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous ne nous avez pas écrit, vous pouvez ignorer cet e-mail.`)
};

const ar_contact_ack_ignore = /** @type {(inputs: Contact_Ack_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا لم تراسلونا، يمكنكم تجاهل هذه الرسالة.`)
};

/**
* | output |
* | --- |
* | "If you did not write to us, you can ignore this e-mail." |
*
* @param {Contact_Ack_IgnoreInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const contact_ack_ignore = /** @type {((inputs?: Contact_Ack_IgnoreInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Ack_IgnoreInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_contact_ack_ignore(inputs)
	if (locale === "de") return de_contact_ack_ignore(inputs)
	if (locale === "zh") return zh_contact_ack_ignore(inputs)
	if (locale === "fr") return fr_contact_ack_ignore(inputs)
	if (locale === "ar") return ar_contact_ack_ignore(inputs)
	return en_contact_ack_ignore(inputs)
});