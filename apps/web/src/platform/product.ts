/** The product's name in the header and page titles. */
export const productName = 'Workforce Portal';
