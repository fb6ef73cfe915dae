module snapforge

go 1.19
