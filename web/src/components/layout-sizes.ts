/** The shell header's height: the header is this tall, and the console's sticky sidebar sits below it. */
export const HEADER_HEIGHT = '4rem';
