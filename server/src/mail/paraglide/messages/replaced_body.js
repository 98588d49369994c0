import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Replaced_BodyInputs */

const en_replaced_body = /** @type {(inputs: Replaced_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The eVisa we sent you earlier had a mistake. The corrected eVisa is attached to this e-mail as a PDF: use this one, and delete or throw away the earlier one.`)
};

const ru_replaced_body = /** @type {(inputs: Replaced_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В eVisa, которую мы отправили Вам ранее, была ошибка. Исправленная eVisa приложена к этому письму в формате PDF: используйте её, а прежнюю удалите или уничтожьте.`)
};

const de_replaced_body = /** @type {(inputs: Replaced_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das eVisum, das wir Ihnen zuvor gesendet haben, enthielt einen Fehler. Das berichtigte eVisum ist dieser E-Mail als PDF angehängt: Bitte verwenden Sie dieses und löschen oder vernichten Sie das frühere.`)
};

const zh_replaced_body = /** @type {(inputs: Replaced_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们此前发送给您的电子签证有误。更正后的电子签证以 PDF 格式附在本邮件中：请使用此份，并删除或销毁之前的版本。`)
};

const fr_replaced_body = /** @type {(inputs: Replaced_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’eVisa que nous vous avons envoyé précédemment comportait une erreur. L’eVisa corrigé est joint à cet e-mail au format PDF : utilisez celui-ci, et supprimez ou détruisez le précédent.`)
};

const ar_replaced_body = /** @type {(inputs: Replaced_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احتوت التأشيرة الإلكترونية التي أرسلناها إليكم سابقاً على خطأ. التأشيرة المصحّحة مرفقة بهذه الرسالة بصيغة PDF: يُرجى استخدامها وحذف النسخة السابقة أو إتلافها.`)
};

/**
* | output |
* | --- |
* | "The eVisa we sent you earlier had a mistake. The corrected eVisa is attached to this e-mail as a PDF: use this one, and delete or throw away the earlier one." |
*
* @param {Replaced_BodyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const replaced_body = /** @type {((inputs?: Replaced_BodyInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Replaced_BodyInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_replaced_body(inputs)
	if (locale === "de") return de_replaced_body(inputs)
	if (locale === "zh") return zh_replaced_body(inputs)
	if (locale === "fr") return fr_replaced_body(inputs)
	if (locale === "ar") return ar_replaced_body(inputs)
	return en_replaced_body(inputs)
});