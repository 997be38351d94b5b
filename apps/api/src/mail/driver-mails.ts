import { localeOf } from '@spt/contracts';
import { formatLongDate } from '@spt/i18n-content';
import { mailTexts } from '@spt/i18n-content/mail';
import { COMPANY, type Paragraph, type Row, renderHtml, renderText } from './render.js';
import type { DriverNoticeMailData, MailAddresses, OutboxMail } from './templates.js';

/**
 * A driver's mail in their language, the language of their page (mail texts' `driverNotice`): their
 * private link, or a ride given to them, taken off them, changed or cancelled. The ride mails carry no
 * link with a token: the driver's page is where they see everything.
 */
export function driverNoticeMail(data: DriverNoticeMailData, addresses: MailAddresses): OutboxMail {
  const language = localeOf(data.language);
  const texts = mailTexts[language];
  const copy = texts.driverNotice;
  if (data.notice === 'link') {
    const intro: Paragraph[] = [
      copy.hello({ name: data.driverName }),
      copy.link.intro,
      { text: copy.page, url: data.url ?? '', action: copy.open },
    ];
    const outro: Paragraph[] = [copy.link.outro, COMPANY];
    const subject = copy.link.subject({ company: COMPANY });
    return {
      from: addresses.from,
      to: data.email,
      subject,
      text: renderText(intro, [], outro),
      html: renderHtml(language, subject, intro, [], outro),
    };
  }
  const ride = data.ride;
  const subject = copy.subject[data.notice]({ reference: ride?.reference ?? '' });
  const rows: Row[] = ride
    ? [
        [copy.rows.reference, ride.reference],
        [copy.rows.when, texts.dates.at({ date: formatLongDate(ride.date, language), time: ride.time })],
        [copy.rows.from, ride.pickup],
        [copy.rows.to, ride.destination],
      ]
    : [];
  const intro: Paragraph[] = [copy.hello({ name: data.driverName }), copy.text[data.notice]];
  const outro: Paragraph[] = data.url
    ? [{ text: copy.page, url: data.url, action: copy.open }, COMPANY]
    : [COMPANY];
  return {
    from: addresses.from,
    to: data.email,
    subject,
    text: renderText(intro, rows, outro),
    html: renderHtml(language, subject, intro, rows, outro),
  };
}
