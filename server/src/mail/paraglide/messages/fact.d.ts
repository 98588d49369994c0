export type LocalizedString = import('../runtime.js').LocalizedString;
export type FactInputs = {
    label: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{label}: {value}" |
*
* @param {FactInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const fact: ((inputs: FactInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<FactInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
