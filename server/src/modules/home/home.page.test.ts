import { FOUNDATION_NAME_SLOT, foundationPhrase, INITIAL_DATA_ID } from '@amal/contract/home';
import { describe, expect, it } from 'vitest';
import { visitorHomePage } from './home.page.ts';

const template = `<body><p>Amal adalah program bantuan sosial${foundationPhrase(FOUNDATION_NAME_SLOT)} untuk semua</p></body>`;
const pageFor = (foundationName: string) =>
  visitorHomePage(
    { foundationName, customerServiceUrl: 'https://wa.me/6281100000000' },
    template,
  ).plain.toString();

describe("the visitor's home page (decision 0029)", () => {
  it("puts the foundation's name in the welcome text, escaped, and keeps the data inside its element", () => {
    const name = `Yayasan "Al-Ikhlas" & <script>alert(1)</script> $' $&`;
    const html = pageFor(name);
    expect(html).toContain(
      'sosial dari Yayasan &#34;Al-Ikhlas&#34; &#38; &#60;script&#62;alert(1)&#60;/script&#62; $&#39; $&#38; untuk semua',
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    const data = new RegExp(`id="${INITIAL_DATA_ID}">(.*?)</script>`).exec(html)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({ config: expect.objectContaining({ foundationName: name }) });
  });

  it('says no "dari" where the deployment names no foundation', () => {
    expect(pageFor('')).toContain('<p>Amal adalah program bantuan sosial untuk semua</p>');
  });
});
