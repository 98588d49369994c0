import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reuse_IgnoreInputs */

const en_reuse_ignore = /** @type {(inputs: Reuse_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not ask for this, ignore this e-mail: nothing has been shared.`)
};

const ru_reuse_ignore = /** @type {(inputs: Reuse_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Если Вы этого не запрашивали, не обращайте внимания на это письмо: никакие данные не были переданы.`)
};

const de_reuse_ignore = /** @type {(inputs: Reuse_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail bitte: Es wurden keine Daten weitergegeben.`)
};

const zh_reuse_ignore = /** @type {(inputs: Reuse_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如果您并未提出此请求，请忽略本邮件：您的信息未被分享。`)
};

const fr_reuse_ignore = /** @type {(inputs: Reuse_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : aucune information n’a été communiquée.`)
};

const ar_reuse_ignore = /** @type {(inputs: Reuse_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا لم تطلبوا ذلك، يُرجى تجاهل هذه الرسالة: لم تتم مشاركة أي بيانات.`)
};

/**
* | output |
* | --- |
* | "If you did not ask for this, ignore this e-mail: nothing has been shared." |
*
* @param {Reuse_IgnoreInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const reuse_ignore = /** @type {((inputs?: Reuse_IgnoreInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_IgnoreInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_reuse_ignore(inputs)
	if (locale === "de") return de_reuse_ignore(inputs)
	if (locale === "zh") return zh_reuse_ignore(inputs)
	if (locale === "fr") return fr_reuse_ignore(inputs)
	if (locale === "ar") return ar_reuse_ignore(inputs)
	return en_reuse_ignore(inputs)
});