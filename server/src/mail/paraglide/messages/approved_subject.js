import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Approved_SubjectInputs */

const en_approved_subject = /** @type {(inputs: Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your eVisa: application ${i?.number} is approved`)
};

const ru_approved_subject = /** @type {(inputs: Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ваша eVisa: заявление ${i?.number} одобрено`)
};

const de_approved_subject = /** @type {(inputs: Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr eVisum: Antrag ${i?.number} ist genehmigt`)
};

const zh_approved_subject = /** @type {(inputs: Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您的电子签证：申请 ${i?.number} 已获批准`)
};

const fr_approved_subject = /** @type {(inputs: Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre eVisa : la demande ${i?.number} est approuvée`)
};

const ar_approved_subject = /** @type {(inputs: Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تأشيرتكم الإلكترونية: تمت الموافقة على الطلب ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Your eVisa: application {number} is approved" |
*
* @param {Approved_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const approved_subject = /** @type {((inputs: Approved_SubjectInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approved_SubjectInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_approved_subject(inputs)
	if (locale === "de") return de_approved_subject(inputs)
	if (locale === "zh") return zh_approved_subject(inputs)
	if (locale === "fr") return fr_approved_subject(inputs)
	if (locale === "ar") return ar_approved_subject(inputs)
	return en_approved_subject(inputs)
});