"""Local printer adapters: Qt print support and a PDF directory, behind one `LabelPrinter` protocol."""
