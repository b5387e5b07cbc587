/** The question types of spec 001 section 3: 1 objective, 2 a question without samples, anything else programming. */
export const QuestionType = { PROGRAMMING: 0, OBJECTIVE: 1, NO_SAMPLE: 2 } as const;
