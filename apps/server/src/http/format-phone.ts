/** 10 stored digits as people read them: (214) 555-0100. */
export const formatPhone = (digits: string) =>
  /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
