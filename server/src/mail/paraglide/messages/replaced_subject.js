import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Replaced_SubjectInputs */

const en_replaced_subject = /** @type {(inputs: Replaced_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your corrected eVisa: application ${i?.number}`)
};

const ru_replaced_subject = /** @type {(inputs: Replaced_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Исправленная eVisa: заявление ${i?.number}`)
};

const de_replaced_subject = /** @type {(inputs: Replaced_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr berichtigtes eVisum: Antrag ${i?.number}`)
};

const zh_replaced_subject = /** @type {(inputs: Replaced_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您更正后的电子签证：申请 ${i?.number}`)
};

const fr_replaced_subject = /** @type {(inputs: Replaced_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre eVisa corrigé : demande ${i?.number}`)
};

const ar_replaced_subject = /** @type {(inputs: Replaced_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تأشيرتكم الإلكترونية المصحّحة: الطلب ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Your corrected eVisa: application {number}" |
*
* @param {Replaced_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const replaced_subject = /** @type {((inputs: Replaced_SubjectInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Replaced_SubjectInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_replaced_subject(inputs)
	if (locale === "de") return de_replaced_subject(inputs)
	if (locale === "zh") return zh_replaced_subject(inputs)
	if (locale === "fr") return fr_replaced_subject(inputs)
	if (locale === "ar") return ar_replaced_subject(inputs)
	return en_replaced_subject(inputs)
});