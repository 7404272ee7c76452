#ifndef SCROLLSIM_CYAML_SHIM_H
#define SCROLLSIM_CYAML_SHIM_H
#include <yaml.h>
#endif
