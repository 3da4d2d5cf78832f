export { Captcha, type CaptchaProps } from './Captcha';
