package main

// The guests' keyboard drivers: what each USB HID key (usage page 0x07, HID Usage Tables 1.4) types in a guest set
// to a layout, as Windows defines the layouts (kbdlayout.info: KBDUS, KBDUK, KBDGR, KBDFR), with their dead keys.
// The simulator's own tables, kept apart from the portal's (server/src/domain/keyboard) so a test that reads text
// back through vcsim checks the portal's tables against another copy, not against themselves.

import "strings"

// HID usages by the key's place on a US keyboard.
const (
	hidEnter          = 0x28
	hidTab            = 0x2b
	hidSpace          = 0x2c
	hidMinus          = 0x2d
	hidEqual          = 0x2e
	hidBracketLeft    = 0x2f
	hidBracketRight   = 0x30
	hidBackslash      = 0x31
	hidNonUSHash      = 0x32
	hidSemicolon      = 0x33
	hidQuote          = 0x34
	hidGrave          = 0x35
	hidComma          = 0x36
	hidPeriod         = 0x37
	hidSlash          = 0x38
	hidNonUSBackslash = 0x64
)

// The usages of the letter keys, row by row from the left: Q…P, A…; (the key right of L), Z…M.
var letterKeyRows = [3][]int{
	{0x14, 0x1a, 0x08, 0x15, 0x17, 0x1c, 0x18, 0x0c, 0x12, 0x13},
	{0x04, 0x16, 0x07, 0x09, 0x0a, 0x0b, 0x0d, 0x0e, 0x0f, hidSemicolon},
	{0x1d, 0x1b, 0x06, 0x19, 0x05, 0x11, 0x10},
}

// The digit keys 1…9, 0.
var digitKeys = []int{0x1e, 0x1f, 0x20, 0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27}

// levels is what one key types: alone, with Shift, with AltGr, with Shift and AltGr ("" types nothing).
type levels [4]string

type keyLayout struct {
	keys map[int]levels
	dead string
}

// layoutSpec is a layout as written below: letters by row (Shift: upper case), the AltGr level of some letters,
// the digit row's two levels and AltGr level, the other keys, and the dead keys.
type layoutSpec struct {
	letters     [3]string
	letterAltGr map[rune]string
	digits      string // ten characters alone
	digitsShift string // ten with Shift
	digitsAltGr string // ten with AltGr, "." for none
	keys        map[int]levels
	dead        string
}

func (s layoutSpec) build() keyLayout {
	keys := map[int]levels{}
	for row, letters := range s.letters {
		for i, letter := range []rune(letters) {
			altGr := []rune(s.letterAltGr[letter] + "..")
			l := levels{string(letter), strings.ToUpper(string(letter))}
			for level, char := range altGr[:2] {
				if char != '.' {
					l[2+level] = string(char)
				}
			}
			keys[letterKeyRows[row][i]] = l
		}
	}
	alone, shift, altGr := []rune(s.digits), []rune(s.digitsShift), []rune(s.digitsAltGr)
	for i, usage := range digitKeys {
		l := levels{string(alone[i]), string(shift[i])}
		if altGr[i] != '.' {
			l[2] = string(altGr[i])
		}
		keys[usage] = l
	}
	for usage, l := range s.keys {
		keys[usage] = l
	}
	return keyLayout{keys: keys, dead: s.dead}
}

var keyLayouts = map[string]keyLayout{
	"us": layoutSpec{
		letters: [3]string{"qwertyuiop", "asdfghjkl", "zxcvbnm"},
		digits:  "1234567890", digitsShift: "!@#$%^&*()", digitsAltGr: "..........",
		keys: map[int]levels{
			hidGrave: {"`", "~"}, hidMinus: {"-", "_"}, hidEqual: {"=", "+"}, hidBracketLeft: {"[", "{"},
			hidBracketRight: {"]", "}"}, hidBackslash: {"\\", "|"}, hidSemicolon: {";", ":"}, hidQuote: {"'", "\""},
			hidComma: {",", "<"}, hidPeriod: {".", ">"}, hidSlash: {"/", "?"},
		},
	}.build(),
	"uk": layoutSpec{
		letters:     [3]string{"qwertyuiop", "asdfghjkl", "zxcvbnm"},
		letterAltGr: map[rune]string{'a': "áÁ", 'e': "éÉ", 'i': "íÍ", 'o': "óÓ", 'u': "úÚ"},
		digits:      "1234567890", digitsShift: "!\"£$%^&*()", digitsAltGr: "...€......",
		keys: map[int]levels{
			hidGrave: {"`", "¬", "¦"}, hidMinus: {"-", "_"}, hidEqual: {"=", "+"}, hidBracketLeft: {"[", "{"},
			hidBracketRight: {"]", "}"}, hidSemicolon: {";", ":"}, hidQuote: {"'", "@"}, hidNonUSHash: {"#", "~"},
			hidNonUSBackslash: {"\\", "|"}, hidComma: {",", "<"}, hidPeriod: {".", ">"}, hidSlash: {"/", "?"},
		},
	}.build(),
	"de": layoutSpec{
		letters:     [3]string{"qwertzuiop", "asdfghjkl", "yxcvbnm"},
		letterAltGr: map[rune]string{'q': "@", 'e': "€", 'm': "µ"},
		digits:      "1234567890", digitsShift: "!\"§$%&/()=", digitsAltGr: ".²³...{[]}",
		keys: map[int]levels{
			hidGrave: {"^", "°"}, hidMinus: {"ß", "?", "\\"}, hidEqual: {"´", "`"}, hidBracketLeft: {"ü", "Ü"},
			hidBracketRight: {"+", "*", "~"}, hidSemicolon: {"ö", "Ö"}, hidQuote: {"ä", "Ä"},
			hidNonUSHash: {"#", "'"}, hidNonUSBackslash: {"<", ">", "|"}, hidComma: {",", ";"},
			hidPeriod: {".", ":"}, hidSlash: {"-", "_"},
		},
		dead: "^´`",
	}.build(),
	"fr": layoutSpec{
		letters:     [3]string{"azertyuiop", "qsdfghjklm", "wxcvbn"},
		letterAltGr: map[rune]string{'e': "€"},
		digits:      "&é\"'(-è_çà", digitsShift: "1234567890", digitsAltGr: ".~#{[|`\\^@",
		keys: map[int]levels{
			hidGrave: {"²"}, hidMinus: {")", "°", "]"}, hidEqual: {"=", "+", "}"}, hidBracketLeft: {"^", "¨"},
			hidBracketRight: {"$", "£", "¤"}, hidQuote: {"ù", "%"}, hidNonUSHash: {"*", "µ"},
			hidNonUSBackslash: {"<", ">"}, 0x10: {",", "?"}, hidComma: {";", "."}, hidPeriod: {":", "/"},
			hidSlash: {"!", "§"},
		},
		// AltGr+9's ^ is not dead (the key right of P's is); AltGr+2's ~ and AltGr+7's ` are.
		dead: "^¨~`",
	}.build(),
}

// The accented letters a dead key makes with the vowels (and n, y) it composes with, as the Windows layouts' dead-key
// tables have them: the letters in the order of `composable`, "." where there is none.
const composable = "aeiouyAEIOUYnN"

var composedBy = map[string]string{
	"^": "âêîôû.ÂÊÎÔÛ...",
	"´": "áéíóúýÁÉÍÓÚÝ..",
	"`": "àèìòù.ÀÈÌÒÙ...",
	"¨": "äëïöüÿÄËÏÖÜ...",
	"~": "ã..õ..Ã..Õ..ñÑ",
}

// keyboardDriver turns key presses into text for one layout, holding a dead key until the next key: a letter it
// composes with, Space for the dead character itself, anything else typed after it.
type keyboardDriver struct {
	layout  string
	pending string
}

// press answers the text one key press types.
func (d *keyboardDriver) press(usage int, shift, altGr bool) string {
	char := charOf(keyLayouts[d.layout], usage, shift, altGr)
	if char == "" {
		return ""
	}
	if d.pending == "" {
		if strings.Contains(keyLayouts[d.layout].dead, char) {
			d.pending = char
			return ""
		}
		return char
	}
	dead := d.pending
	d.pending = ""
	if char == " " {
		return dead
	}
	if i := strings.Index(composable, char); i >= 0 {
		if result := []rune(composedBy[dead])[i]; result != '.' {
			return string(result)
		}
	}
	return dead + char
}

func charOf(layout keyLayout, usage int, shift, altGr bool) string {
	switch usage {
	case hidSpace:
		return " "
	case hidEnter:
		return "\n"
	case hidTab:
		return "\t"
	}
	level := 0
	if shift {
		level++
	}
	if altGr {
		level += 2
	}
	return layout.keys[usage][level]
}
