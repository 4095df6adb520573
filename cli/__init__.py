"""The click application (installed as ``flygen.cli``): thin commands over the library."""
