// Types of background-priority.mjs, plain JavaScript so that both mail threads can load it.
export declare const MAIL_THREAD_NICE: number
export declare function lowerThisThreadsPriority(): void
