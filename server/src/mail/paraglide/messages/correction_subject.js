import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Correction_SubjectInputs */

const en_correction_subject = /** @type {(inputs: Correction_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Application ${i?.number}: a correction is needed`)
};

const ru_correction_subject = /** @type {(inputs: Correction_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Заявление ${i?.number}: требуется исправление`)
};

const de_correction_subject = /** @type {(inputs: Correction_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antrag ${i?.number}: Eine Korrektur ist erforderlich`)
};

const zh_correction_subject = /** @type {(inputs: Correction_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number}：需要更正`)
};

const fr_correction_subject = /** @type {(inputs: Correction_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demande ${i?.number} : une correction est nécessaire`)
};

const ar_correction_subject = /** @type {(inputs: Correction_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الطلب ${i?.number}: يلزم إجراء تصحيح`)
};

/**
* | output |
* | --- |
* | "Application {number}: a correction is needed" |
*
* @param {Correction_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const correction_subject = /** @type {((inputs: Correction_SubjectInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_SubjectInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_correction_subject(inputs)
	if (locale === "de") return de_correction_subject(inputs)
	if (locale === "zh") return zh_correction_subject(inputs)
	if (locale === "fr") return fr_correction_subject(inputs)
	if (locale === "ar") return ar_correction_subject(inputs)
	return en_correction_subject(inputs)
});