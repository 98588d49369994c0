import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Received_ButtonInputs */

const en_received_button = /** @type {(inputs: Received_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check and pay`)
};

const ru_received_button = /** @type {(inputs: Received_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Проверить и оплатить`)
};

const de_received_button = /** @type {(inputs: Received_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfen und bezahlen`)
};

const zh_received_button = /** @type {(inputs: Received_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`核对并付款`)
};

const fr_received_button = /** @type {(inputs: Received_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier et payer`)
};

const ar_received_button = /** @type {(inputs: Received_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المراجعة والدفع`)
};

/**
* | output |
* | --- |
* | "Check and pay" |
*
* @param {Received_ButtonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const received_button = /** @type {((inputs?: Received_ButtonInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_ButtonInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_received_button(inputs)
	if (locale === "de") return de_received_button(inputs)
	if (locale === "zh") return zh_received_button(inputs)
	if (locale === "fr") return fr_received_button(inputs)
	if (locale === "ar") return ar_received_button(inputs)
	return en_received_button(inputs)
});