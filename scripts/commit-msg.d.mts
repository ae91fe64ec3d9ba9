export declare const SUBJECT_MAX: number;
/** Why `message` (as git hands it to the hook) is refused, or an empty list. */
export declare function commitMessageProblems(message: string): string[];
