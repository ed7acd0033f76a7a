package catalog

import (
	"strings"
	"testing"
	"testing/fstest"
)

const csvGame = `card_files = ["cards.csv"]
[game]
id = "g"
title = "G"
language = "en"
[colors.red]
name = "Red"
rgb = "#C62828"
[colors.blue]
name = "Blue"
rgb = "#1565C0"
[stats.cost]
name = "Cost"
`

func parseCSVGame(csv string) (*Catalog, error) {
	return Parse("g/catalog.toml", []byte(csvGame), fstest.MapFS{"cards.csv": {Data: []byte(csv)}})
}

func TestCardsFromCSV(t *testing.T) {
	c, err := parseCSVGame("id,name,kind,colors,copies,points,stats.cost,text\n" +
		"fire,Fire,action,red;blue,2,10,3,\"Deal **2**,\\nthen draw.\"\n" +
		"ice,Ice,number,,,,1,\n")
	if err == nil {
		t.Fatal("number card without number: want an error")
	}
	c, err = parseCSVGame("id,name,kind,colors,copies,points,stats.cost,text\n" +
		"fire,Fire,action,red;blue,2,10,3,\"Deal **2**,\\nthen draw.\"\n" +
		"ice,Ice,action,,,,1,\n")
	if err != nil {
		t.Fatal(err)
	}
	fire := c.Entry("fire")
	if fire == nil || len(fire.Variants) != 2 || c.Copies(fire, "all") != 2 || fire.Points != 10 || fire.Stats["cost"] != "3" || fire.Text != "Deal **2**,\nthen draw." {
		t.Fatalf("fire = %+v", fire)
	}
	if ice := c.Entry("ice"); ice == nil || len(ice.Variants[0].Colors) != 0 {
		t.Fatalf("ice = %+v", ice)
	}
}

func TestCSVErrorsPointAtTheCell(t *testing.T) {
	tests := []struct{ csv, want string }{
		{"id,name,kind,colours\nfire,Fire,action,red\n", `g/cards.csv:1:14: CSV column "colours" is not a card key; did you mean "colors"?`},
		{"id,name,kind,points\nfire,Fire,action,ten\n", `g/cards.csv:2:18: card "fire": points must be an integer, got string "ten"`},
		{"id,name,kind,colors\nfire,Fire,action,red\nice,Ice,action,red;grene\n", `g/cards.csv:3:20: card "ice": unknown color "grene"`},
		{"id,name,kind\nfire,Fire,action\nfire,Fire again,action\n", `g/cards.csv:3:1: duplicate card id "fire"`},
		{"id,name,kind\nfire,\"Fire,action\n", `g/cards.csv:2:6: the quoted cell that starts here is never closed`},
		{"id,name,kind\nfire,Fire\n", `g/cards.csv:2:1: CSV: this row has 2 cells, the header 3`},
	}
	for _, tt := range tests {
		_, err := parseCSVGame(tt.csv)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("csv %q:\n got %v\nwant %s", tt.csv, err, tt.want)
		}
	}
}
