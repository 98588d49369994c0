export type LocalizedString = import('../runtime.js').LocalizedString;
export type MoneyInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{amount} {currency}" |
*
* @param {MoneyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const money: ((inputs: MoneyInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<MoneyInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
