/**
 * What the password check says, in our own Portuguese (issue 26, item 4). zxcvbn's feedback is a
 * warning and a few suggestions, each a key of its translation table; @zxcvbn-ts/language-pt-br
 * 4.1's table has sentences that are not Portuguese ("Senha não deve haver nenhum dado pessoal ou
 * relacionado.", "além do que primeira") and commas missing, and the person reads them whole in the
 * refusal. So we own the table that is shown: typed as the library's TranslationKeys, a key added
 * by a new zxcvbn version without a sentence here fails the typecheck (and a test walks the keys).
 *
 * Written for who reads them: staff choosing a password for the back office. The words we add to
 * the person's own (passwords.ts: COSEMS, SUS, Minas Gerais…) count as "personal data" for zxcvbn,
 * so userInputs names them.
 */
import type { TranslationKeys } from '@zxcvbn-ts/core';
import * as ptBr from '@zxcvbn-ts/language-pt-br';

export const MENSAGENS_DA_SENHA: TranslationKeys = {
  warnings: {
    straightRow: 'Teclas vizinhas numa mesma linha do teclado, como "asdfgh", são fáceis de adivinhar.',
    keyPattern: 'Padrões curtos no teclado são fáceis de adivinhar.',
    simpleRepeat: 'Um caractere repetido, como "aaa", é fácil de adivinhar.',
    extendedRepeat: 'Um trecho repetido, como "abcabcabc", é fácil de adivinhar.',
    sequences: 'Sequências comuns, como "abc" ou "1234", são fáceis de adivinhar.',
    recentYears: 'Anos recentes são fáceis de adivinhar.',
    dates: 'Datas são fáceis de adivinhar.',
    topTen: 'Esta é uma das dez senhas mais usadas.',
    topHundred: 'Esta é uma das cem senhas mais usadas.',
    common: 'Esta é uma senha muito usada.',
    similarToCommon: 'Esta senha é parecida com uma senha muito usada.',
    wordByItself: 'Uma palavra sozinha é fácil de adivinhar.',
    namesByThemselves: 'Um nome ou sobrenome sozinho é fácil de adivinhar.',
    commonNames: 'Nomes e sobrenomes comuns são fáceis de adivinhar.',
    userInputs: 'A senha não deve conter o seu nome, o seu e-mail nem palavras ligadas ao COSEMS/MG, como SUS ou Minas Gerais.',
    pwned: 'Esta senha já apareceu num vazamento de dados na internet.',
  },
  suggestions: {
    l33t: 'Trocar letras por símbolos parecidos, como "@" no lugar de "a", não ajuda: quem tenta adivinhar já faz isso.',
    reverseWords: 'Evite palavras comuns escritas de trás para a frente.',
    allUppercase: 'Ponha em maiúscula só algumas letras, não todas.',
    capitalization: 'Ponha em maiúscula outras letras além da primeira.',
    dates: 'Evite datas e anos ligados a você.',
    recentYears: 'Evite anos recentes.',
    associatedYears: 'Evite anos ligados a você.',
    sequences: 'Evite sequências comuns de caracteres.',
    repeated: 'Evite repetir palavras e caracteres.',
    longerKeyboardPattern: 'Evite padrões no teclado; se usar um, que seja longo e mude de direção várias vezes.',
    anotherWord: 'Acrescente mais palavras, de preferência pouco comuns.',
    useWords: 'Use várias palavras, mas evite frases conhecidas.',
    noNeed: 'Não é preciso usar símbolos, números nem maiúsculas para ter uma senha forte.',
    pwned: 'Se você usa esta senha em outro lugar, troque-a lá também.',
  },
  // Never shown (only the warning and the suggestions are): the pack's words, which are correct.
  timeEstimation: ptBr.translations.timeEstimation,
};
