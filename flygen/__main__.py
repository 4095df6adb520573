from flygen.cli.main import main

main()
