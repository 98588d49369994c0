import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lost_Evisa_HintInputs */

const en_lost_evisa_hint = /** @type {(inputs: Lost_Evisa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you lose it, our Lost eVisa page sends it again to this address.`)
};

const ru_lost_evisa_hint = /** @type {(inputs: Lost_Evisa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Если Вы её потеряете, на нашей странице «Утеряна eVisa» можно запросить повторную отправку на этот адрес.`)
};

const de_lost_evisa_hint = /** @type {(inputs: Lost_Evisa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sollten Sie es verlieren, können Sie es sich über unsere Seite „eVisum verloren“ erneut an diese Adresse senden lassen.`)
};

const zh_lost_evisa_hint = /** @type {(inputs: Lost_Evisa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如您遗失电子签证，可通过本网站的“遗失电子签证”页面将其重新发送至此邮箱。`)
};

const fr_lost_evisa_hint = /** @type {(inputs: Lost_Evisa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous le perdez, notre page « eVisa perdu » vous le renvoie à cette adresse.`)
};

const ar_lost_evisa_hint = /** @type {(inputs: Lost_Evisa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا فقدتم التأشيرة، يمكنكم طلب إرسالها مجدداً إلى هذا العنوان عبر صفحة «فقدان التأشيرة الإلكترونية» على موقعنا.`)
};

/**
* | output |
* | --- |
* | "If you lose it, our Lost eVisa page sends it again to this address." |
*
* @param {Lost_Evisa_HintInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const lost_evisa_hint = /** @type {((inputs?: Lost_Evisa_HintInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lost_Evisa_HintInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_lost_evisa_hint(inputs)
	if (locale === "de") return de_lost_evisa_hint(inputs)
	if (locale === "zh") return zh_lost_evisa_hint(inputs)
	if (locale === "fr") return fr_lost_evisa_hint(inputs)
	if (locale === "ar") return ar_lost_evisa_hint(inputs)
	return en_lost_evisa_hint(inputs)
});