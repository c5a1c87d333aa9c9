/**
 * XSS corpus of the xss.spec.ts end-to-end test. Each vector is a template: `{P}` becomes a
 * payload that sets `top.__xss = N` and calls `alert(N)` (N = the vector's number, so a failure
 * names the vector that ran), and the other tokens are encoded forms of the same payload, so that
 * entity-, percent-, base64- and escape-encoded variants run the very same code when they run.
 * `top` rather than `window`: a payload that runs inside a same-origin frame (srcdoc) still
 * reaches the page's global.
 *
 * Sources: the OWASP XSS filter evasion cheat sheet, PortSwigger's XSS cheat sheet, and the
 * published DOMPurify / sanitize-html mutation-XSS bypasses (namespace confusion, RAWTEXT and
 * comment breakouts). No NUL characters: PostgreSQL text cannot hold them.
 */

export interface XssVector {
  categoria: string;
  modelo: string;
}

const v = (categoria: string, modelos: string[]): XssVector[] => modelos.map((modelo) => ({ categoria, modelo }));

export const XSS_VECTORS: XssVector[] = [
  ...v('script', [
    '<script>{P}</script>',
    '<SCRIPT>{P}</SCRIPT>',
    '<ScRiPt type="text/javascript">{P}</sCrIpT>',
    '<script type="module">{P}</script>',
    '<script src="data:text/javascript,{P}"></script>',
    '<script src="data:text/javascript;base64,{B64_JS}"></script>',
    '<script/x>{P}</script>',
    '<scr<script>ipt>{P}</scr</script>ipt>',
    '<<script>{P}//<</script>',
    '<script>{P}//',
    '</script><script>{P}</script>',
    '<script\n>{P}</script\n>',
    '<script>eval(atob("{B64_P}"))</script>',
    '<script>{P_UNI}</script>',
  ]),
  ...v('evento', [
    '<img src=x onerror={P}>',
    '<img src="x" onerror="{P}">',
    "<img src='x' onerror='{P}'>",
    '<IMG SRC=x OnErRoR={P}>',
    '<img src=x onerror\n=\n{P}>',
    '<img/src=x/onerror={P}>',
    '<img src=x onerror="{P_ENT}">',
    '<img src=x onerror="{P_UNI}">',
    '<img src=x onerror="eval(String.fromCharCode({P_FCC}))">',
    '<img src=x onerror="eval(atob(\'{B64_P}\'))">',
    '<body onload="{P}">',
    '<body onpageshow="{P}">',
    '<svg onload={P}>',
    '<svg/onload={P}>',
    '<input autofocus onfocus="{P}">',
    '<select autofocus onfocus="{P}"></select>',
    '<textarea autofocus onfocus="{P}"></textarea>',
    '<details open ontoggle="{P}"><summary>x</summary></details>',
    '<video><source onerror="{P}"></video>',
    '<audio src=x onerror="{P}"></audio>',
    '<marquee onstart="{P}">x</marquee>',
    '<iframe onload="{P}"></iframe>',
    '<object data=x onerror="{P}"></object>',
    '<style onload="{P}"></style>',
    '<link rel="stylesheet" href="data:text/css,a{}" onload="{P}">',
    '<input type="image" src=x onerror="{P}">',
    '<div style="animation-name:spinner-border" onanimationstart="{P}">x</div>',
    '<a onmouseover="{P}" href="#">passe o mouse</a>',
    '<p onclick="{P}">clique</p>',
    '<frameset onload="{P}">',
    '<img src="x" alt="" "onerror="{P}">',
    '"><img src=x onerror={P}>',
    "'><img src=x onerror={P}>",
    '<img src=x onerror={P}//',
  ]),
  ...v('url', [
    '<a href="{JS}">link</a>',
    '<a href="JaVaScRiPt:{P}">link</a>',
    '<a href="  javascript:{P}">link</a>',
    '<a href="java\tscript:{P}">link</a>',
    '<a href="java&#x09;script:{P}">link</a>',
    '<a href="jav&#x0A;ascript:{P}">link</a>',
    '<a href="&#x01;javascript:{P}">link</a>',
    '<a href="{JS_DEC}">link</a>',
    '<a href="{JS_HEX}">link</a>',
    '<a href={JS_PAD}>link</a>',
    '<a href="javascript&colon;{P}">link</a>',
    '<a href="javascript&#58;{P}">link</a>',
    '<a href="{JS_PCT}">link</a>',
    '<a href="vbscript:msgbox({N})">link</a>',
    '<a href="VBSCRIPT:{P}">link</a>',
    '<a href="data:text/html;base64,{B64_HTML}">link</a>',
    '<a href="data:text/html,<script>{P}</script>">link</a>',
    '<img src="{JS}">',
    '<img src="data:image/svg+xml;base64,{B64_SVG}">',
    '<iframe src="{JS}"></iframe>',
    '<iframe src="data:text/html;base64,{B64_HTML}"></iframe>',
    '<object data="{JS}"></object>',
    '<object data="data:text/html;base64,{B64_HTML}"></object>',
    '<embed src="data:text/html;base64,{B64_HTML}">',
    '<embed src="{JS}">',
    '<form action="{JS}"><input type="submit" value="enviar"></form>',
    '<form><button formaction="{JS}">enviar</button></form>',
    '<isindex action="{JS}" type="submit">',
    '<a href="//evil.example/">externo</a><img src="//evil.example/x.png">',
  ]),
  ...v('svg', [
    '<svg><script>{P}</script></svg>',
    '<svg><script href="data:text/javascript,{P}"></script></svg>',
    '<svg><script xlink:href="data:text/javascript,{P}"></script></svg>',
    '<svg><a xlink:href="{JS}"><text x="20" y="20">x</text></a></svg>',
    '<svg><a href="{JS}"><text x="20" y="20">x</text></a></svg>',
    '<svg><animate onbegin="{P}" attributeName="x" dur="1s"></animate></svg>',
    '<svg><set onbegin="{P}" attributeName="x" to="1"></set></svg>',
    '<svg><a><animate attributeName="href" values="{JS}"></animate><text x="20" y="20">x</text></a></svg>',
    '<svg><image href="x" onerror="{P}"></image></svg>',
    '<svg><foreignObject><iframe srcdoc="&lt;script&gt;{P}&lt;/script&gt;"></iframe></foreignObject></svg>',
    '<svg><style><img src=x onerror={P}></style></svg>',
    '<svg><title><img src=x onerror={P}></title></svg>',
    '<svg><desc><![CDATA[</desc><script>{P}</script>]]></svg>',
    '<svg><use href="data:image/svg+xml;base64,{B64_SVG}#x"></use></svg>',
    '<svg></p><style><a id="</style><img src=1 onerror={P}>">',
  ]),
  ...v('mathml', [
    '<math><mtext><table><mglyph><style><img src=x onerror={P}></style></mglyph></table></mtext></math>',
    '<math><mi xlink:href="{JS}">x</mi></math>',
    '<math href="{JS}"><mi>clique</mi></math>',
    '<math><maction actiontype="statusline" xlink:href="{JS}">x</maction></math>',
    '<math><annotation-xml encoding="text/html"><img src=x onerror={P}></annotation-xml></math>',
    '<math><style><img src=x onerror={P}></style></math>',
    '<math><mtext><option><FAKEFAKE><option></option><mglyph><svg><mtext><textarea><a title="</textarea><img src=x onerror={P}>">',
    '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror={P}>',
  ]),
  ...v('mutacao', [
    '<noscript><p title="</noscript><img src=x onerror={P}>"></noscript>',
    '<style></style><img src=x onerror={P}>',
    '<style><style/><img src=x onerror={P}>',
    '<template><img src=x onerror={P}></template>',
    '<template><script>{P}</script></template>',
    '<!--<img src="--><img src=x onerror={P}>-->',
    '<!-- --!><img src=x onerror={P}>-->',
    '<!--><img src=x onerror={P}>-->',
    '<?xml ><img src=x onerror={P}>',
    '<title><img src=x onerror={P}></title>',
    '<xmp><img src=x onerror={P}></xmp>',
    '<iframe><img src=x onerror={P}></iframe>',
    '<noembed><img title="</noembed><img src=x onerror={P}>"></noembed>',
    '<noframes><img title="</noframes><img src=x onerror={P}>"></noframes>',
    '<textarea><img title="</textarea><img src=x onerror={P}>"></textarea>',
    '<a title="&lt;/a&gt;&lt;img src=x onerror={P}&gt;">texto</a>',
    '<table><td><style></style></td><img src=x onerror={P}></table>',
    '<div id="x"><![CDATA[</div><img src=x onerror={P}>]]>',
    '<select><template><style><!--</style><a rel="--></template></select><img src=x onerror={P}>">',
    '<p>&lt;img src=x onerror={P}&gt;</p>',
    '<plaintext><img src=x onerror={P}>',
  ]),
  ...v('documento', [
    '<iframe srcdoc="&lt;script&gt;{P}&lt;/script&gt;"></iframe>',
    '<iframe srcdoc="<img src=x onerror={P}>"></iframe>',
    '<meta http-equiv="refresh" content="0;url={JS}">',
    '<meta http-equiv="refresh" content="0;url=data:text/html;base64,{B64_HTML}">',
    '<meta http-equiv="Content-Security-Policy" content="script-src * \'unsafe-inline\'">',
    '<base href="{JS}//">',
    '<base href="//evil.example/">',
    '<link rel="import" href="data:text/html;base64,{B64_HTML}">',
    '<portal src="{JS}"></portal>',
    '<embed code="{JS}" type="text/html">',
    '<applet code="{JS}"></applet>',
  ]),
  ...v('css', [
    '<div style="background:url(\'{JS}\')">estilo</div>',
    '<div style="width:expression({P})">estilo</div>',
    '<p style="x:\\65xpression({P})">estilo</p>',
    '<div style="behavior:url(#default#time2)" onbegin="{P}">estilo</div>',
    '<style>@import "{JS}";</style>',
    '<style>*{background:url("{JS}")}</style>',
    '<link rel="stylesheet" href="{JS}">',
    '<div style="-moz-binding:url(data:text/xml,x)">estilo</div>',
  ]),
  ...v('texto', [
    '{{constructor.constructor("{P}")()}}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-literal injection probe, on purpose
    '${{P}}',
    '+ADw-script+AD4-{P}+ADw-/script+AD4-',
    '＜script＞{P}＜/script＞',
    '%3Cscript%3E{P}%3C/script%3E',
    '</title><script>{P}</script>',
    '</textarea><script>{P}</script>',
    '</style><script>{P}</script>',
    '</noscript><script>{P}</script>',
    '</script><img src=x onerror={P}>',
    '<\u2028script>{P}</script>',
    '\u2029<img src=x onerror={P}>',
  ]),
];

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

/** The vector's template with every token replaced: the payload sets top.__xss = n and alerts n. */
export function buildVector(modelo: string, n: number): string {
  const p = `top.__xss=${n};alert(${n})`;
  const js = `javascript:${p}`;
  const tokens: Record<string, string> = {
    P: p,
    N: String(n),
    JS: js,
    JS_DEC: [...js].map((c) => `&#${c.charCodeAt(0)};`).join(''),
    JS_HEX: [...js].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join(''),
    JS_PAD: [...js].map((c) => `&#${String(c.charCodeAt(0)).padStart(7, '0')}`).join(''),
    JS_PCT: `javascript:${[...p].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('')}`,
    P_ENT: [...p].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join(''),
    P_UNI: `top.__xss=${n};\\u0061lert(${n})`,
    P_FCC: [...p].map((c) => c.charCodeAt(0)).join(','),
    B64_P: b64(p),
    B64_JS: b64(p),
    B64_HTML: b64(`<script>${p}</script>`),
    B64_SVG: b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${p}"><script>${p}</script></svg>`),
  };
  return modelo.replace(/\{([A-Z_0-9]+)\}/g, (todo, nome: string) => tokens[nome] ?? todo);
}
