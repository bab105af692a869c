// Character tables for normalisation: Cyrillic and Greek letters and small capitals that look like
// Latin ones, and the leetspeak substitutions people use to slip words past filters.

/** Look-alike letters (lower case, after NFKD) mapped to the Latin letter they imitate. */
export const HOMOGLYPHS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    // Cyrillic
    а: 'a', в: 'b', е: 'e', ё: 'e', з: '3', и: 'u', й: 'u', к: 'k', м: 'm', н: 'h', о: 'o', п: 'n',
    р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ь: 'b', ѕ: 's', і: 'i', ї: 'i', ј: 'j', ԁ: 'd', ӏ: 'l',
    ԛ: 'q', ԝ: 'w', һ: 'h', ү: 'y', г: 'r', д: 'd', л: 'n', ш: 'w', щ: 'w', ц: 'u', ы: 'bl',
    // Greek
    α: 'a', β: 'b', γ: 'y', δ: 'd', ε: 'e', ζ: 'z', η: 'n', ι: 'i', κ: 'k', μ: 'u', ν: 'v', ο: 'o',
    ρ: 'p', σ: 'o', ς: 's', τ: 't', υ: 'u', χ: 'x', ω: 'w', ϲ: 'c',
    // Latin extensions and IPA that survive NFKD
    ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ı: 'i', ʃ: 's', ɑ: 'a', ɡ: 'g', ɪ: 'i', ʏ: 'y', ß: 'ss', æ: 'ae', œ: 'oe',
    // Small capitals, which fancy-text generators write whole words in: `ʏᴏᴜ ᴀʀᴇ ᴀɴ ɪᴅɪᴏᴛ`
    ᴀ: 'a', ʙ: 'b', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ꜰ: 'f', ɢ: 'g', ʜ: 'h', ᴊ: 'j', ᴋ: 'k', ʟ: 'l', ᴍ: 'm', ɴ: 'n',
    ᴏ: 'o', ᴘ: 'p', ʀ: 'r', ꜱ: 's', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ᴢ: 'z',
  }),
);

/** Leetspeak digits and symbols inside words; `1` also stands for `l`, tried when `i` makes no known word. */
export const LEET: ReadonlyMap<string, string> = new Map(
  Object.entries({ '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'l', '8': 'b', '9': 'g' }),
);

/** Quotation marks of every script, read as a plain double quote. */
export const QUOTES = new Set(['"', '“', '”', '„', '‟', '«', '»', '″', '〝', '〞', '＂']);
/** Apostrophe look-alikes, read as `'`. */
export const APOSTROPHES = new Set(["'", '’', '‘', '`', '´', 'ʼ', '′']);
