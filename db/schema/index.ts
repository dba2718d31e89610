export * from './users';
export * from './throttle';
export * from './catalogue';
export * from './inquiries';
export * from './orders';
export * from './activity';
export * from './media';
export * from './settings';
