export type LocalizedString = import('../runtime.js').LocalizedString;
export type GreetingInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Dear {name}," |
*
* @param {GreetingInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const greeting: ((inputs: GreetingInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<GreetingInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
